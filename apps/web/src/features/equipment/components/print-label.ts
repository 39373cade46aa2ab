import type { Equipment } from '@gears/domain';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; display: flex; justify-content: center; align-items: flex-start; padding: 24px; color: #111; }
  .label { width: 3.5in; border: 2px solid #111; border-radius: 10px; padding: 14px; text-align: center; }
  .brand { font-weight: 800; letter-spacing: .04em; font-size: 18px; }
  .brand span { color: #b45309; }
  .site { font-size: 11px; color: #555; margin-bottom: 8px; }
  img { width: 2.4in; height: 2.4in; image-rendering: pixelated; }
  h1 { font-size: 16px; margin: 8px 0 4px; }
  .facts { font-size: 12px; color: #333; }
  .code { font-family: ui-monospace, monospace; font-size: 14px; font-weight: 700; margin-top: 6px; }
  .footer { font-size: 10px; color: #555; margin-top: 8px; border-top: 1px solid #ccc; padding-top: 6px; }
  @media print { body { padding: 0; } }
`;

/**
 * spec 02 §2: the printed label, opened in a new window: logo, website line, name,
 * manufacturer, model, year, the code, and the footer line. Returns false when the browser
 * blocked the window.
 */
export async function printQrLabel(equipment: Equipment, png: Blob): Promise<boolean> {
  const win = window.open('', '_blank', 'width=480,height=640');
  if (!win) return false;
  const image = await blobToDataUrl(png);
  const facts = [equipment.manufacturer, equipment.model, equipment.year ? String(equipment.year) : null].filter(Boolean).join(' · ');
  win.document.title = `QR label — ${equipment.name}`;
  const style = win.document.createElement('style');
  style.textContent = styles;
  win.document.head.append(style);
  win.document.body.innerHTML = `
    <div class="label">
      <div class="brand">GEARS <span>Portal</span></div>
      <div class="site">${escapeHtml(window.location.host)}</div>
      <img alt="QR code" src="${image}">
      <h1>${escapeHtml(equipment.name)}</h1>
      <div class="facts">${escapeHtml(facts || '—')}</div>
      <div class="code">${escapeHtml(equipment.qrCodeId ?? '')}</div>
      <div class="footer">Scan to access equipment details and maintenance history</div>
    </div>`;
  // No inline script: the opener triggers printing once the image is decoded.
  const img = win.document.querySelector('img');
  if (img && !img.complete) await new Promise((resolve) => (img.onload = img.onerror = resolve));
  win.focus();
  win.print();
  return true;
}

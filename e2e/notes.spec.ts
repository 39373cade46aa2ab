import { createCanvas } from '@napi-rs/canvas';
import { expect, test } from '@playwright/test';
import { demo, login } from './fixtures.ts';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** A photo of a tag with printed text, as a phone would take it of a fault label (rendered here, no download). */
function tagPhoto(lines: string[]): Buffer {
  const canvas = createCanvas(1000, 80 + lines.length * 80);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#000000';
  g.font = 'bold 48px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 40, 80 + i * 80));
  return canvas.toBuffer('image/png');
}

test('write a note → photo note analysed on the server → accept → convert to a quote request', async ({ page }) => {
  test.setTimeout(180_000);
  const id = unique();
  await login(page, demo.clientAdmin, '/dashboard/notes');
  await page.goto('/dashboard/notes?new=1');

  // ?new=1 (the dashboard's Create Note) opens the dialog; an empty note is refused with the spec's words.
  const create = page.getByRole('dialog', { name: 'Create Note' });
  await expect(create).toBeVisible();
  await create.getByRole('button', { name: 'Save note' }).click();
  await expect(create.getByText('Content required')).toBeVisible();
  await create.getByRole('textbox', { name: 'Note', exact: true }).fill(`E2E yard walk ${id}: track tension checked`);
  await create.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note created', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `E2E yard walk ${id}: track tension checked` })).toBeVisible();

  // A photo note: the picture's text is read by OCR on the server, the rules suggest what it is and what to do.
  await page.getByRole('button', { name: 'Photo Note' }).click();
  const photo = page.getByRole('dialog', { name: 'Create Note' });
  await photo.getByLabel('Title (optional)').fill(`Boom hose ${id}`);
  await photo.getByRole('textbox', { name: 'Note', exact: true }).fill('Found at the boom cylinder');
  await photo.getByLabel('Upload photos').setInputFiles({
    name: 'tag.png',
    mimeType: 'image/png',
    buffer: tagPhoto(['HYDRAULIC HOSE LEAK', 'PART 1R-0750']),
  });
  await expect(photo.getByText('tag.png')).toBeVisible();
  await photo.getByRole('button', { name: 'Analyse photos' }).click();
  const review = page.getByRole('dialog', { name: 'AI Enhanced Note' });
  await expect(review).toBeVisible({ timeout: 90_000 });
  await expect(review.getByLabel('Text found in the images')).toHaveValue(/HYDRAULIC HOSE LEAK/);
  await expect(review.getByLabel('Priority')).toHaveValue('High');
  await expect(review.getByText('Analysed on this server (text recognition and rules)')).toBeVisible();
  await review.getByLabel('Tags').fill('hose, boom, 1r-0750');
  await review.getByRole('button', { name: 'Accept and save note' }).click();
  await expect(page.getByText('Note created successfully with automated analysis!')).toBeVisible();

  const card = page.getByRole('listitem', { name: `Boom hose ${id}` });
  await expect(card.getByText('High', { exact: true })).toBeVisible();
  await expect(card.getByText('1r-0750', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: 'tag.png' })).toBeVisible();

  // Convert it: a quote request titled with the note's first 50 characters.
  await card.getByRole('button', { name: 'Convert to quote request' }).click();
  await expect(page.getByText('Quote draft created successfully!')).toBeVisible();
  await card.getByRole('link', { name: 'View quote request' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\?quote=/);
  await expect(page.getByText(`Boom hose ${id}`).first()).toBeVisible();
});

test("a typed note linked to the company's own task opens it; files are added to and taken off an existing note", async ({ page }) => {
  test.setTimeout(120_000);
  const id = unique();
  await login(page, demo.clientAdmin, '/dashboard/notes');
  await page.getByRole('button', { name: 'Create Note' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Note' });
  await create.getByLabel('Title (optional)').fill(`Task note ${id}`);
  await create.getByRole('textbox', { name: 'Note', exact: true }).fill('Parts for this job are on the shelf');
  await create.getByLabel('Type').selectOption('maintenance');
  // The picker lists the company's own tasks, searched on the server.
  const picker = create.getByLabel('Maintenance task', { exact: true });
  await expect(picker.locator('option').nth(1)).toBeAttached();
  const firstTask = (await picker.locator('option').nth(1).textContent())!;
  const taskLabel = firstTask.split(' — ')[0]!;
  const taskTitle = taskLabel.split(' · ').slice(1).join(' · ');
  await create.getByRole('searchbox', { name: 'Search maintenance tasks' }).fill(taskTitle.slice(0, 12));
  await expect(picker.locator('option', { hasText: taskLabel })).toBeAttached();
  await picker.selectOption({ label: firstTask });
  await create.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note created', { exact: true })).toBeVisible();

  const card = page.getByRole('listitem', { name: `Task note ${id}` });
  const link = card.getByRole('link', { name: `Maintenance task: ${taskLabel}` });
  await expect(link).toBeVisible();

  // Add a document to the saved note, then take it off again.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Note' });
  await expect(edit.getByText('No files yet.')).toBeVisible();
  await edit.getByLabel('Add photos or documents (PDF, Word, text, images)').setInputFiles({
    name: `parts-list-${id}.txt`,
    mimeType: 'text/plain',
    buffer: Buffer.from('Bucket teeth x5, pins x5'),
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Note updated', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `parts-list-${id}.txt` })).toBeVisible();

  // A file whose bytes are not what its name says is refused with the server's words; the note keeps what it had.
  await card.getByRole('button', { name: 'Edit' }).click();
  await edit.getByLabel('Add photos or documents (PDF, Word, text, images)').setInputFiles({
    name: 'fake.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('not a pdf at all'),
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Error updating note')).toBeVisible();
  await expect(edit.getByText('fake.pdf')).toBeVisible();
  await edit.getByRole('button', { name: 'Remove fake.pdf' }).click();
  await edit.getByRole('button', { name: `Remove parts-list-${id}.txt` }).click();
  await expect(edit.getByText('Removed on save')).toBeVisible();
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByRole('link', { name: `parts-list-${id}.txt` })).toHaveCount(0);

  // The link opens the task on the Service page.
  await link.click();
  await expect(page).toHaveURL(/\/dashboard\/maintenance\?task=/);
  const linked = page.getByRole('region', { name: 'Linked task' });
  await expect(linked.getByRole('listitem', { name: taskTitle })).toBeVisible();
});

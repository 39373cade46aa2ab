/**
 * Ship-to addresses (issue 13.5): a client company keeps one shipping address in its settings; a sales order may
 * name another for that order only. Free text, one address line per line, so every country's format fits.
 */
export const shippingAddressMaxLength = 500;
export const shippingAddressMaxLines = 6;

export const shipToMessages = {
  tooLong: `A shipping address has at most ${shippingAddressMaxLength} characters.`,
  tooManyLines: `A shipping address has at most ${shippingAddressMaxLines} lines.`,
  /** What an order and a packing slip say when neither the order nor the company has an address. */
  none: 'No shipping address on file',
  settingsRole: "Only the company's client admin can change the company settings.",
  chooseCompany: 'Choose the company (companyId) whose settings to read or change.',
  companyNotFound: 'Company not found',
} as const;

/**
 * The stored form: each line trimmed, blank lines and Windows line ends dropped, null when nothing is left.
 * The same text in, the same text stored, so a form that posts the address back unchanged changes nothing.
 */
export function normaliseShippingAddress(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const lines = value
    .split(/\r?\n|\r/)
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter((l) => l.length > 0);
  return lines.length > 0 ? lines.join('\n') : null;
}

/** Why a normalised address cannot be stored, or null when it can. */
export function shippingAddressProblem(address: string | null): string | null {
  if (address === null) return null;
  if (address.length > shippingAddressMaxLength) return shipToMessages.tooLong;
  if (address.split('\n').length > shippingAddressMaxLines) return shipToMessages.tooManyLines;
  return null;
}

export type ShipToSource = 'order' | 'company' | 'none';
export type ShipTo = { address: string | null; source: ShipToSource };

/** Where an order ships: its own address when it has one, else the company's address at the time of printing. */
export function shipToOf(orderAddress: string | null, companyAddress: string | null): ShipTo {
  if (orderAddress) return { address: orderAddress, source: 'order' };
  if (companyAddress) return { address: companyAddress, source: 'company' };
  return { address: null, source: 'none' };
}

/** The address as printed lines; the 'none' message when there is none. */
export const shipToLines = (shipTo: ShipTo): string[] => (shipTo.address ? shipTo.address.split('\n') : [shipToMessages.none]);

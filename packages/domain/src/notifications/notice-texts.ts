/**
 * The words of each notice (issue 17 item 4), in one place so the bell, the email and the tests say the same. Money in
 * notices is a price or a payment: cents (DESIGN §6).
 */
const usd = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export const noticeTexts = {
  quoteReady: (q: { quoteNumber: string; title: string; total: number }) => ({
    title: `Quote ready: ${q.quoteNumber}`,
    message: `“${q.title}” was priced at ${usd(q.total)}. Review it and accept or decline.`,
  }),
  quoteAccepted: (q: { companyName: string; quoteNumber: string | null; title: string; total: number }) => ({
    title: `Quote accepted by ${q.companyName}`,
    message: `${q.quoteNumber ?? 'A quote'} “${q.title}” (${usd(q.total)}) was accepted. Convert it to an order and invoice.`,
  }),
  invoiceIssued: (i: { number: string; total: number; dueDate: string }) => ({
    title: `Invoice ${i.number} issued`,
    message: `${usd(i.total)} due ${i.dueDate}. Pay it from the Quotes page.`,
  }),
  paymentReceived: (p: { number: string; amount: number; companyName: string | null; paidInFull: boolean }) => ({
    title: `Payment received for ${p.number}`,
    message: `${usd(p.amount)}${p.companyName ? ` from ${p.companyName}` : ''}${p.paidInFull ? '; the invoice is paid in full.' : '; a balance remains.'}`,
  }),
  paymentFailed: (p: { number: string; amount: number }) => ({
    title: `Payment failed for ${p.number}`,
    message: `The card payment of ${usd(p.amount)} did not go through. Try again from the Quotes page.`,
  }),
  repairSubmitted: (r: { equipmentName: string; by: string; description: string }) => ({
    title: `Repair request: ${r.equipmentName}`,
    message: `${r.by} asks for a repair: ${r.description}`,
  }),
  repairDecided: (r: { equipmentName: string; approved: boolean; comment: string | null }) => ({
    title: `Repair ${r.approved ? 'approved' : 'declined'}: ${r.equipmentName}`,
    message: r.comment ? `Comment: ${r.comment}` : r.approved ? 'Your repair request was approved.' : 'Your repair request was declined.',
  }),
  taskAssigned: (t: { taskNumber: string; title: string; dueDate: string }) => ({
    title: `Task assigned: ${t.title}`,
    message: `${t.taskNumber}, due ${t.dueDate}.`,
  }),
  taskDue: (t: { taskNumber: string; title: string; equipmentName: string | null }) => ({
    title: `Due today: ${t.title}`,
    message: `${t.taskNumber}${t.equipmentName ? ` on ${t.equipmentName}` : ''} is due today.`,
  }),
  taskOverdue: (t: { taskNumber: string; title: string; equipmentName: string | null; dueDate: string }) => ({
    title: `Overdue: ${t.title}`,
    message: `${t.taskNumber}${t.equipmentName ? ` on ${t.equipmentName}` : ''} was due ${t.dueDate}.`,
  }),
  reviewPending: (r: { companyName: string | null; rating: number }) => ({
    title: 'Review waiting for approval',
    message: `${r.companyName ?? 'A customer'} left a ${r.rating}/5 review.`,
  }),
} as const;

/** spec 01 §8 AI assistant messages, word for word, and the assistant's own limits (spec 01 §9). */
export const assistantMessages = {
  noCompany: 'Unable to initialize AI Assistant - no valid company context available. Please contact support.',
  connectionTrouble: "I apologize, but I'm having trouble connecting right now. Please try again in a moment.",
  technicalDifficulties: "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.",
  missingResponse: 'I apologize, but I encountered an issue...',
  notUnderstood:
    "I'm not sure what you're asking. I can answer questions about your machines, maintenance, repair spend, parts stock, quotes and invoices — try one of these:",
} as const;

/** spec 01 §9: the chat sends the last 5 messages. */
export const assistantHistoryLimit = 5;
export const assistantMessageMaxLength = 2000;

/** The chips offered when a question is not understood, and after most answers. */
export const assistantStarterSuggestions = [
  'Which machines are overdue for service?',
  'Which parts are low on stock?',
  'Show open quotes',
  'Which invoices are unpaid?',
  'How many machines do we have?',
] as const;

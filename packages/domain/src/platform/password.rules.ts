/** DESIGN §4: at least 8 characters, at most 128, no composition rules, not a common password. */
export const passwordMin = 8;
export const passwordMax = 128;

const common = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'admin123',
  'letmein1',
  'abc12345',
  'trustno1',
  'passw0rd',
  '11111111',
  '00000000',
  'superman',
  'starwars',
  'whatever',
  'dragon123',
  'monkey123',
  'changeme',
  'qwerty12',
  'password!',
  'p@ssw0rd',
]);

export function passwordProblem(value: string): string | null {
  if (value.length < passwordMin) return `Password must be at least ${passwordMin} characters.`;
  if (value.length > passwordMax) return `Password must be at most ${passwordMax} characters.`;
  if (common.has(value.toLowerCase())) return 'This password is too common. Choose another.';
  return null;
}

/**
 * A page's create form opened from another screen with values to start it (the scanner's AI Part Analysis): the
 * address carries ?new=1 and the values; the page reads back only the keys it knows, and a choice only when the form
 * has it.
 */
export function newFormUrl(path: string, values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams({ new: '1' });
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  return `${path}?${params.toString()}`;
}

export function formValuesOf<Text extends string, Choice extends string, Option extends string>(
  params: URLSearchParams,
  texts: readonly Text[],
  choice: { key: Choice; options: readonly Option[] },
): Partial<Record<Text, string> & Record<Choice, Option>> {
  const values: Record<string, string> = {};
  for (const key of texts) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  const picked = params.get(choice.key);
  if (picked !== null && (choice.options as readonly string[]).includes(picked)) values[choice.key] = picked;
  return values as Partial<Record<Text, string> & Record<Choice, Option>>;
}

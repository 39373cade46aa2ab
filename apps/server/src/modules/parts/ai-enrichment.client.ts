import type { PartIdentification } from '@gears/domain';
import type { AiConfig } from '../../config.ts';

/**
 * An OpenAI-compatible chat-completions endpoint that may enrich a part identification (DESIGN §5).
 * Off unless AI_BASE_URL and AI_MODEL are set (config.ts); AI_API_KEY is sent as a bearer token when present.
 */
export type { AiConfig };
export type Enrichment = PartIdentification['enrichment'];

const instructions = `You identify spare parts of heavy equipment from a photo of the part or its nameplate.
Answer with one JSON object with the keys partName, partNumber, manufacturer, category, description.
Use null for anything the photo does not show. Do not guess part numbers.`;

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

export async function enrichPartIdentification(
  config: AiConfig,
  input: { image: Buffer; contentType: string; ocrText: string },
  fetchImpl: typeof fetch = fetch,
): Promise<Enrichment> {
  try {
    const res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: instructions },
          {
            role: 'user',
            content: [
              { type: 'text', text: `Text read from the photo by OCR:\n${input.ocrText || '(none)'}` },
              { type: 'image_url', image_url: { url: `data:${input.contentType};base64,${input.image.toString('base64')}` } },
            ],
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) return { status: 'failed', error: `The AI service answered ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { status: 'failed', error: 'The AI service sent no answer' };
    const json = content.replace(/^```(?:json)?\s*|\s*```$/g, '');
    const parsed = JSON.parse(json) as Record<string, unknown>;
    return {
      status: 'ok',
      model: config.model,
      partName: text(parsed.partName, 200),
      partNumber: text(parsed.partNumber, 100),
      manufacturer: text(parsed.manufacturer, 100),
      category: text(parsed.category, 100),
      description: text(parsed.description, 1000),
    };
  } catch (err) {
    const reason =
      err instanceof SyntaxError ? 'The AI service sent an answer that is not JSON' : err instanceof Error ? err.message : 'unknown error';
    return { status: 'failed', error: reason };
  }
}

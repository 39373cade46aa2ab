import type { PartIdentification } from '@gears/domain';
import type { AiConfig } from '../../config.ts';

/**
 * An OpenAI-compatible chat-completions endpoint that reads photos (DESIGN §5): part identification's enrichment here,
 * and the notes' image analysis through requestVisionJson. Off unless AI_BASE_URL and AI_MODEL are set (config.ts);
 * AI_API_KEY is sent as a bearer token when present.
 */
export type { AiConfig };
export type Enrichment = PartIdentification['enrichment'];

export type VisionImage = { data: Buffer; contentType: string };
export type VisionAnswer = { ok: true; model: string; json: Record<string, unknown> } | { ok: false; error: string };

/** One chat-completions request with the instructions, a text and the images; the answer must be one JSON object. */
export async function requestVisionJson(
  config: AiConfig,
  input: { instructions: string; text: string; images: VisionImage[] },
  fetchImpl: typeof fetch = fetch,
): Promise<VisionAnswer> {
  try {
    const res = await fetchImpl(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: input.instructions },
          {
            role: 'user',
            content: [
              { type: 'text', text: input.text },
              ...input.images.map((i) => ({
                type: 'image_url',
                image_url: { url: `data:${i.contentType};base64,${i.data.toString('base64')}` },
              })),
            ],
          },
        ],
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!res.ok) return { ok: false, error: `The AI service answered ${res.status}` };
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') return { ok: false, error: 'The AI service sent no answer' };
    const parsed: unknown = JSON.parse(content.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, error: 'The AI service sent no JSON object' };
    return { ok: true, model: config.model, json: parsed as Record<string, unknown> };
  } catch (err) {
    const reason =
      err instanceof SyntaxError ? 'The AI service sent an answer that is not JSON' : err instanceof Error ? err.message : 'unknown error';
    return { ok: false, error: reason };
  }
}

const instructions = `You identify spare parts of heavy equipment from a photo of the part or its nameplate.
Answer with one JSON object with the keys partName, partNumber, manufacturer, category, description.
Use null for anything the photo does not show. Do not guess part numbers.`;

const text = (v: unknown, max: number): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, max) : null);

export async function enrichPartIdentification(
  config: AiConfig,
  input: { image: Buffer; contentType: string; ocrText: string },
  fetchImpl: typeof fetch = fetch,
): Promise<Enrichment> {
  const answer = await requestVisionJson(
    config,
    {
      instructions,
      text: `Text read from the photo by OCR:\n${input.ocrText || '(none)'}`,
      images: [{ data: input.image, contentType: input.contentType }],
    },
    fetchImpl,
  );
  if (!answer.ok) return { status: 'failed', error: answer.error };
  const parsed = answer.json;
  return {
    status: 'ok',
    model: answer.model,
    partName: text(parsed.partName, 200),
    partNumber: text(parsed.partNumber, 100),
    manufacturer: text(parsed.manufacturer, 100),
    category: text(parsed.category, 100),
    description: text(parsed.description, 1000),
  };
}

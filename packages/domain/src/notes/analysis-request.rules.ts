import type { NoteAnalysisResult } from './note.schema.ts';
import { urgencyFromPriority } from './note.rules.ts';

/**
 * The scanner's AI Part Analysis carried into a new maintenance task or quote request (spec 02 §2 scanner "Schedule
 * Maintenance" / "Request Quote"). Both forms take a title of 200 characters and a description of 5000; the prefill
 * travels in the address, so it is kept well under them: the title short enough to read in a list, the description
 * the category, the text the images showed and the follow-up actions.
 */
export const analysisRequestLimits = { title: 80, extractedText: 600, followUps: 5, description: 1500 } as const;

export type AnalysisRequestPrefill = { title: string; description: string; priority: 'high' | 'medium' | 'low' };

const categoryLabels: Readonly<Record<NoteAnalysisResult['category'], string>> = {
  repair: 'Repair',
  maintenance: 'Maintenance',
  inspection: 'Inspection',
  parts: 'Parts',
  safety: 'Safety',
  general: 'General',
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export function analysisRequestPrefill(
  result: Pick<NoteAnalysisResult, 'category' | 'priority' | 'confidence' | 'extractedText' | 'followUpActions'>,
): AnalysisRequestPrefill {
  const label = categoryLabels[result.category];
  const text = squash(result.extractedText);
  const firstLine = squash(result.extractedText.split('\n').find((line) => line.trim()) ?? '');
  const named = result.category === 'general' ? firstLine : `${label}: ${firstLine}`;
  const title = cut(firstLine ? named : `AI Part Analysis: ${label}`, analysisRequestLimits.title);
  const parts = [
    `AI Part Analysis: ${label.toLowerCase()}, ${result.priority.toLowerCase()} priority, confidence ${Math.round(result.confidence * 100)}%.`,
    text ? `Text on the part: ${cut(text, analysisRequestLimits.extractedText)}` : '',
    result.followUpActions.length > 0
      ? `Follow-up actions:\n${result.followUpActions
          .slice(0, analysisRequestLimits.followUps)
          .map((a) => `- ${squash(a)}`)
          .join('\n')}`
      : '',
  ];
  const description = cut(parts.filter(Boolean).join('\n\n'), analysisRequestLimits.description);
  return { title, description, priority: urgencyFromPriority(result.priority) };
}

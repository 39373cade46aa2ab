// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { NoteAnalysisResult } from '@gears/domain';
import { AnalysisReviewDialog } from './analysis-review-dialog.tsx';

afterEach(cleanup);

const result: NoteAnalysisResult = {
  extractedText: 'HYDRAULIC HOSE LEAK\nPART 1R-0750',
  enhancedContent: 'Found at the boom\n\nText read from the images:\nHYDRAULIC HOSE LEAK\nPART 1R-0750',
  suggestions: ['Look up 1R-0750 in the parts inventory'],
  category: 'repair',
  priority: 'High',
  tags: ['repair', 'leak', '1r-0750'],
  followUpActions: ['Submit a repair request for the machine', 'Request a quote for the replacement parts'],
  confidence: 0.62,
  source: 'local',
  model: null,
  modelError: null,
  from: 'images',
  images: [{ fileName: 'tag.png', extractedText: 'HYDRAULIC HOSE LEAK\nPART 1R-0750', ocrConfidence: 88, detail: null }],
};

describe('AI Enhanced Note review dialog (spec 02 §2)', () => {
  it('shows the analysis with its confidence and source, and saves what the person accepted', () => {
    const onAccept = vi.fn();
    render(<AnalysisReviewDialog result={result} onOpenChange={() => {}} onAccept={onAccept} isSaving={false} />);
    expect(screen.getByText('Confidence 62%')).toBeTruthy();
    expect(screen.getByText('Analysed on this server (text recognition and rules)')).toBeTruthy();
    expect((screen.getByLabelText('Text found in the images') as HTMLTextAreaElement).value).toBe(result.extractedText);
    expect(screen.getByText('Look up 1R-0750 in the parts inventory')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept and save note' }));
    expect(onAccept).toHaveBeenCalledWith({
      content: result.enhancedContent,
      analysis: {
        category: 'repair',
        priority: 'High',
        tags: ['repair', 'leak', '1r-0750'],
        followUpActions: result.followUpActions,
        extractedText: result.extractedText,
        confidence: 0.62,
        source: 'local',
      },
    });
  });

  it('lets every field be edited before saving', () => {
    const onAccept = vi.fn();
    render(<AnalysisReviewDialog result={result} onOpenChange={() => {}} onAccept={onAccept} isSaving={false} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Boom hose leaking, replace today' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'parts' } });
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'Medium' } });
    fireEvent.change(screen.getByLabelText('Tags'), { target: { value: 'Hose, boom, hose' } });
    fireEvent.change(screen.getByLabelText('Follow-up actions'), { target: { value: 'Order two hoses\n\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accept and save note' }));
    expect(onAccept.mock.calls[0]![0]).toMatchObject({
      content: 'Boom hose leaking, replace today',
      analysis: { category: 'parts', priority: 'Medium', tags: ['hose', 'boom'], followUpActions: ['Order two hoses'] },
    });
  });

  it('refuses to save an empty note and says why; says when the model could not be used', () => {
    const onAccept = vi.fn();
    render(
      <AnalysisReviewDialog
        result={{ ...result, modelError: 'The AI service answered 500' }}
        onOpenChange={() => {}}
        onAccept={onAccept}
        isSaving={false}
      />,
    );
    expect(screen.getByText(/The AI model could not be used \(The AI service answered 500\)/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: '   ' } });
    expect(screen.getByText('Content required')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accept and save note' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

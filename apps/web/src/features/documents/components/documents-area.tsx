import { useState } from 'react';
import type { DocumentType } from '@gears/domain';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { documentTabs } from '../../../lib/document-tabs.ts';
import { useSession } from '../../../lib/session.ts';
import { canPayInvoices } from '../../../components/pay-now-button.tsx';
import type { DocumentFilterDraft } from './document-filter-bar.tsx';
import { DocumentsPanel, emptyFilterDraft } from './documents-panel.tsx';

/** Each tab keeps its own search, date filter and sort while another tab is open; `find` starts one tab's search. */
export function useDocumentDrafts(find?: { type: DocumentType; text: string }) {
  const [drafts, setDrafts] = useState<Record<DocumentType, DocumentFilterDraft>>(() => {
    const all = { quote: emptyFilterDraft, order: emptyFilterDraft, invoice: emptyFilterDraft, package: emptyFilterDraft };
    return find?.text ? { ...all, [find.type]: { ...emptyFilterDraft, text: find.text } } : all;
  });
  return {
    draftOf: (type: DocumentType) => drafts[type],
    setDraft: (type: DocumentType) => (next: DocumentFilterDraft) => setDrafts((all) => ({ ...all, [type]: next })),
  };
}

type DocumentsAreaProps = {
  /** A provider admin's all-company view may narrow to one company; clients always see their own. */
  companyId?: string;
  defaultTab?: DocumentType;
  /** The default tab's search, filled in (a note's link to an order names its number). */
  find?: string;
};

/** spec 03 §2 documents area: quotes, sales orders, invoices and packing slips generated from our ledger. */
export function DocumentsArea({ companyId, defaultTab = 'quote', find }: DocumentsAreaProps) {
  const { me } = useSession();
  const canPay = canPayInvoices(me);
  const { draftOf, setDraft } = useDocumentDrafts(find ? { type: defaultTab, text: find } : undefined);
  return (
    <Tabs defaultValue={defaultTab}>
      <TabsList aria-label="Documents">
        {documentTabs.map((tab) => (
          <TabsTrigger key={tab.type} value={tab.type}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {documentTabs.map((tab) => (
        <TabsContent key={tab.type} value={tab.type}>
          <DocumentsPanel
            type={tab.type}
            draft={draftOf(tab.type)}
            onDraftChange={setDraft(tab.type)}
            companyId={companyId}
            canPay={canPay}
          />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/**
 * The documents list for one tab, each tab keeping its own filters: for a screen of another feature that shows the
 * lists in its own tabs (the business overview), placed there by the page that composes both.
 */
export function useDocumentList(companyId: string | undefined) {
  const { me } = useSession();
  const canPay = canPayInvoices(me);
  const { draftOf, setDraft } = useDocumentDrafts();
  return (type: DocumentType) => (
    <DocumentsPanel type={type} draft={draftOf(type)} onDraftChange={setDraft(type)} companyId={companyId} canPay={canPay} />
  );
}

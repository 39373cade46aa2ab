import { useEffect } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ExternalLink, QrCode, SearchX } from 'lucide-react';
import { equipmentMessages } from '@gears/domain/equipment/messages';
import { ArchivedBadge } from '../../../components/archived-badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadingScreen } from '../../../components/loading-screen.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { logLabelScan, useResolveQrCode } from '../api/qr-api.ts';

/**
 * spec 02 §2 /equipment/{qrCodeId}: the URL inside every label. A signed-in user of the owning
 * company lands on the equipment; anyone else sees "not found" and learns nothing about it.
 * Archived equipment is not opened silently: the page says it is archived first (issue 13 item 9).
 */
const detailUrl = (id: string) => `/dashboard/equipment?id=${encodeURIComponent(id)}`;

export function EquipmentQrPage() {
  usePageMeta('Equipment QR code', { noindex: true });
  const { qrCodeId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const resolved = useResolveQrCode(qrCodeId);
  const fromScanner = params.get('from') === 'scanner';

  useEffect(() => {
    if (!resolved.data) return;
    const id = resolved.data.id;
    // The in-app scanner has already logged its scan; a label opened by the phone's camera has not.
    if (!fromScanner) void logLabelScan(id);
    if (!resolved.data.archivedAt) navigate(detailUrl(id), { replace: true });
  }, [resolved.data, fromScanner, navigate]);

  if (resolved.data?.archivedAt) {
    const equipment = resolved.data;
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 py-10 text-center">
        <ArchivedBadge />
        <h1 className="text-xl font-semibold">{equipment.name}</h1>
        <p className="text-sm text-muted-foreground">
          This equipment is archived (since {formatDate(equipment.archivedAt!)}): it is kept for its history and is read-only. Restore it
          from its details to schedule work or make changes.
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to={detailUrl(equipment.id)}>
              <ExternalLink aria-hidden="true" />
              View details
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/scanner">
              <QrCode aria-hidden="true" />
              Scan another code
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  if (resolved.isError && resolved.error instanceof ApiError && resolved.error.status === 404) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 py-10 text-center">
        <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Equipment not found</h1>
        <p className="text-sm text-muted-foreground">
          No equipment in your company has the code <span className="font-mono font-medium">{qrCodeId}</span>. The label may be old (the
          code was regenerated) or it belongs to another company.
        </p>
        <p className="text-xs text-muted-foreground">{equipmentMessages.qrCodeNotFound}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild>
            <Link to="/dashboard/scanner">
              <QrCode aria-hidden="true" />
              Scan another code
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/dashboard/equipment">Go to equipment</Link>
          </Button>
        </div>
      </div>
    );
  }
  if (resolved.isError) {
    return <ErrorState message={errorMessage(resolved.error, 'Failed to load equipment')} onRetry={() => void resolved.refetch()} />;
  }
  return <LoadingScreen fullScreen={false} />;
}

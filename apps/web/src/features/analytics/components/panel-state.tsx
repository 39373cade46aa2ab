import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

/** Loading skeleton, error with retry, or the panel drawn from the data. */
export function PanelState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError)
    return <ErrorState message={errorMessage(query.error, 'The figures could not be loaded.')} onRetry={() => void query.refetch()} />;
  return <SkeletonRows rows={4} label="Loading figures" />;
}

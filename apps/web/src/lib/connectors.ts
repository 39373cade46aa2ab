import { useQuery } from '@tanstack/react-query';
import type { ConnectorName, ConnectorsAvailable } from '@gears/domain';
import { api } from './api-client.ts';
import { useSession } from './session.ts';

/**
 * Whether this server has the optional connector `name` (provider admins only; a server setting, so asked once per
 * page load). Features ask a connector's own routes only when this says it exists: an absent connector's routes
 * answer 404, which would show in every admin's console.
 */
export function useConnectorAvailable(name: ConnectorName): { available: boolean; isPending: boolean } {
  const isAdmin = !!useSession().me?.context.isAdmin;
  const query = useQuery({
    queryKey: ['connectors', 'available'],
    queryFn: ({ signal }) => api.get<ConnectorsAvailable>('/api/admin/connectors', signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: isAdmin,
  });
  return { available: query.data?.available.includes(name) === true, isPending: isAdmin && query.isPending };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { RecordMeterInput, RecordMeterResult } from '@gears/domain';
import { api } from '../../../lib/api-client.ts';
import { maintenanceKeys } from './tasks-api.ts';

/** A meter reading entered by hand: hours-based tasks may fall due, forecasts move. */
export function useRecordMeter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordMeterInput) => api.post<RecordMeterResult>('/api/maintenance/meter-readings', input),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['equipment'] });
      const due = result.tasksNowDue.map((t) => `${t.taskNumber} ${t.title}`).join(', ');
      toast.success(result.message, {
        description: due ? `Now due: ${due}` : `Equipment hours: ${result.equipmentHours.toLocaleString()}`,
      });
    },
  });
}

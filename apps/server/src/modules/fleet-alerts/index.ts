/** The fleet alerts module's public face: what app.ts, bootstrap.ts and other modules may use (ADR 0014). */
import type { AppDeps } from '../../app-deps.ts';
import { defineEvaluateJob } from './evaluate.job.ts';
import { defineSensorAlertJob } from './sensor-alert.job.ts';
import { defineSignalLostJob } from './signal-lost.job.ts';

export { fleetAlertRoutes } from './fleet-alerts.routes.ts';
export { machineFleetRoutes } from './machine.routes.ts';
export { sensorAlertQueue } from './sensors.service.ts';
export { evaluateQueue, runEvaluateJob } from './evaluate.job.ts';
export { raiseSignalLostAlerts, signalLostQueue } from './signal-lost.job.ts';

/** Declares the module's background work once (bootstrap.ts): the evaluate queue, the signal-lost pass and sensor alerts. */
export function defineFleetAlertJobs(deps: AppDeps): void {
  defineEvaluateJob(deps);
  defineSignalLostJob(deps);
  defineSensorAlertJob(deps);
}
/** The assistant's "where is" reads the Fleet Location Center's positions (issue 18 item 3). */
export { listPositions } from './positions.service.ts';
export { fleetAlertsRoutePermissions } from './fleet-alerts.permissions.ts';

// What runs beside the app rather than before its first paint: the service worker with the update layer (§4, §9)
// and the telemetry with web-vitals (§7). A chunk of its own, which start-background-services.ts loads.
import { registerSW } from 'virtual:pwa-register';
import { startAppUpdates } from './app-updates.ts';
import { startTelemetry } from './telemetry.ts';

export function runBackgroundServices(): void {
  startAppUpdates(registerSW);
  startTelemetry();
}

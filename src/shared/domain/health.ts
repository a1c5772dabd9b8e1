/** Whether the app's dependencies answer; the health route reports it. */
export abstract class HealthProbe {
  abstract database(): Promise<'up' | 'down'>;
}

import { saveDeviceId } from './api';

/** SDK failures are logged under this text, never shown as crashes (marketplace spec, § 8). */
const INIT_ERROR = 'OneSignal initialization error';

let started: string | null = null;

/**
 * Push setup (marketplace spec, § 4), only when the server names a OneSignal app: loads the SDK
 * (its own chunk, fetched on demand), initialises it with the notify button and the slide-down
 * prompt, and saves the device id on the profile; the server then names the device's user at
 * OneSignal (the external id), so no browser can claim someone else's pushes. An undefined
 * device id (permission not granted) is logged only.
 */
export async function setUpPush(appId: string, userId: string): Promise<void> {
  if (started === userId) return;
  started = userId;
  try {
    const { default: OneSignal } = await import('react-onesignal');
    await OneSignal.init({
      appId,
      notifyButton: {
        enable: true,
        prenotify: true,
        showCredit: false,
        text: {
          'dialog.blocked.message': 'Follow these instructions to allow notifications:',
          'dialog.blocked.title': 'Unblock notifications',
          'dialog.main.button.subscribe': 'SUBSCRIBE',
          'dialog.main.button.unsubscribe': 'UNSUBSCRIBE',
          'dialog.main.title': 'Manage Tradiehub notifications',
          'message.action.resubscribed': 'You’re subscribed to notifications',
          'message.action.subscribed': 'Thanks for subscribing!',
          'message.action.subscribing': 'Click allow to receive notifications',
          'message.action.unsubscribed': 'You won’t receive notifications again',
          'message.prenotify': 'Click to subscribe to notifications',
          'tip.state.blocked': 'You’ve blocked notifications',
          'tip.state.subscribed': 'You’re subscribed to notifications',
          'tip.state.unsubscribed': 'Subscribe to notifications',
        },
      },
      promptOptions: {
        slidedown: {
          prompts: [{ type: 'push', autoPrompt: true, delay: { pageViews: 1, timeDelay: 5 } }],
        },
      },
    });
    const deviceId = OneSignal.User.onesignalId;
    if (!deviceId) {
      console.warn('OneSignal device id is undefined (push permission not granted yet)');
      return;
    }
    await saveDeviceId(deviceId);
  } catch (error) {
    console.error(INIT_ERROR, error);
  }
}

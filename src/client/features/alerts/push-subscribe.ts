/** Subscribing this browser to saved-search alerts (Web Push), when the server and the browser can. */
import { fetchPushPublicKey, postPushSubscription } from './saved-searches.api';

/** The browser has what Web Push needs (Notification, PushManager, a service worker). */
export const browserCanPush = (): boolean =>
  typeof Notification !== 'undefined' && 'PushManager' in window && 'serviceWorker' in navigator;

/** Why push cannot reach this browser ('blocked' by the person, 'unsupported' by the browser), or undefined. */
export function pushImpossible(): 'blocked' | 'unsupported' | undefined {
  if (!browserCanPush()) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : undefined;
}

/** The server's key when push can be offered here, else undefined. */
export async function pushKeyIfOffered(): Promise<string | undefined> {
  if (!browserCanPush() || Notification.permission === 'denied') return undefined;
  return fetchPushPublicKey();
}

/** base64url → the bytes PushManager.subscribe wants as applicationServerKey. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type PushOutcome = 'enabled' | 'blocked' | 'failed';

/** Asks permission, subscribes through the service worker and gives the subscription to the account. */
export async function enablePush(token: string, publicKey: string): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'failed';
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
    return (await postPushSubscription(token, subscription.toJSON())) ? 'enabled' : 'failed';
  } catch {
    return 'failed';
  }
}

import { isIPv4 } from 'node:net';

/**
 * Whether a socket's peer address is this machine (127.0.0.0/8, ::1, or IPv4 loopback mapped
 * into IPv6). Always the socket's own address, never a header: headers are the caller's to write.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

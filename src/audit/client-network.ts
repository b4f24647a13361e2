import { isIPv4 } from 'node:net';
import { normalizeIp } from '@nestjs/throttler';

/** How much of a client's address the journal keeps: its IPv4 /24, its IPv6 /48. */
export const JOURNAL_IPV4_PREFIX = 24;
export const JOURNAL_IPV6_PREFIX = 48;

/**
 * The network of `ip` as the journal stores it ("203.0.113.0/24", "2001:db8:1::/48"): enough
 * to tell the practice's own network or a provider from another, not to single out a device.
 * An IPv4 address written as IPv6 (::ffff:203.0.113.7) counts as IPv4. Null when there is no
 * address, or something that is not one.
 */
export function journalNetwork(ip: string | undefined): string | null {
  if (!ip) return null;
  const normal = normalizeIp(ip, JOURNAL_IPV6_PREFIX);
  if (isIPv4(normal)) return `${normal.replace(/\.\d+$/, '.0')}/${JOURNAL_IPV4_PREFIX}`;
  if (normal === '::1') return `::/${JOURNAL_IPV6_PREFIX}`;
  if (normal.endsWith(`/${JOURNAL_IPV6_PREFIX}`)) return normal;
  return null;
}

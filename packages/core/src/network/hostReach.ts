/** How far a host is from this computer: decides whether plain http:// may carry a node's token. */
export type HostReach = 'loopback' | 'local' | 'public';

const LOCAL_SUFFIXES = ['.local', '.lan', '.home.arpa', '.internal'];

function ipv4(hostname: string): number[] | undefined {
  const parts = hostname.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return undefined;
  const n = parts.map(Number);
  return n.every((x) => x <= 255) ? n : undefined;
}

/**
 * `loopback`: 127.0.0.0/8, ::1, localhost. `local`: a private network (RFC 1918 10/8, 172.16/12,
 * 192.168/16; link-local 169.254/16; carrier-grade NAT 100.64/10, where Tailscale-like VPNs put
 * nodes; IPv6 unique-local fc00::/7 and link-local fe80::/10) or a name only a local resolver
 * answers (`.local` mDNS, `.lan`, `.home.arpa`, `.internal`). Anything else is `public`.
 * `hostname` as URL gives it (IPv6 in brackets, lower case).
 */
export function hostReach(hostname: string): HostReach {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return 'loopback';
  const v4 = ipv4(host);
  if (v4 !== undefined) {
    const [a, b] = v4 as [number, number, number, number];
    if (a === 127) return 'loopback';
    if (a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168)) return 'local';
    if ((a === 169 && b === 254) || (a === 100 && b >= 64 && b <= 127)) return 'local';
    return 'public';
  }
  if (host.startsWith('['))
    return /^\[(f[cd][0-9a-f]{0,2}|fe[89ab][0-9a-f]?):/.test(host) ? 'local' : 'public';
  return LOCAL_SUFFIXES.some((s) => host.endsWith(s)) ? 'local' : 'public';
}

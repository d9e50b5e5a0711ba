// "Firefox 128 on Windows" from a User-Agent header, for the sessions screen (bowser, pure JS).
import Bowser from 'bowser';

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  if (!browser && !os) return 'Unknown device';
  return browser && os ? `${browser} on ${os}` : browser || os;
}

import { useEffect, useState } from 'react';
import { Button } from './button';
import { Icon } from './icon';

/** The spec's time the copied state stays. */
const COPIED_MS = 2000;

/** Copies `value`; the button says so for two seconds. A failed copy is only logged (spec). */
export function CopyLinkButton({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch (error) {
      console.warn('copy failed', (error as Error).name);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
      <Icon name={copied ? 'check' : 'link'} size={20} /> {copied ? copiedLabel : label}
    </Button>
  );
}

/**
 * The Light / Dark / System switch of the top bar. The choice is stored for later visits; the
 * resolved scheme goes at once onto `<html data-site-scheme>` of the manager and of the preview
 * frame (same origin), so the chrome, the docs page and the examples change in the same frame,
 * and into Storybook's manager theme. "System" follows `prefers-color-scheme` live.
 *
 * A radio group as WAI-ARIA's pattern has it: one Tab stop (the checked option), and the arrow
 * keys move to the next or previous option and check it, wrapping at the ends.
 */
import React, { useEffect, useState } from 'react';
import type { API } from 'storybook/manager-api';
import {
  parseSchemeChoice,
  prefersDarkQuery,
  readSchemeChoice,
  resolveScheme,
  schemeStorageKey,
  type ResolvedScheme,
  type SchemeChoice,
} from '../site/scheme';
import { createManagerTheme } from '../theme';

const options: { value: SchemeChoice; label: string; icon: React.ReactNode }[] = [
  {
    value: 'light',
    label: 'Light',
    icon: (
      <>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </>
    ),
  },
  {
    value: 'dark',
    label: 'Dark',
    icon: <path d="M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z" />,
  },
  {
    value: 'system',
    label: 'System',
    icon: (
      <>
        <rect x="3" y="4" width="18" height="12" rx="2" />
        <path d="M8 20h8M12 16v4" />
      </>
    ),
  },
];

let managerApi: API | undefined;
let appliedScheme: ResolvedScheme | undefined;

/** Puts the scheme on both documents and on Storybook's theme; cheap when nothing changes. */
export function applyScheme(scheme: ResolvedScheme): void {
  if (document.documentElement.dataset.siteScheme !== scheme)
    document.documentElement.dataset.siteScheme = scheme;
  const frame = document.getElementById('storybook-preview-iframe') as HTMLIFrameElement | null;
  try {
    const root = frame?.contentDocument?.documentElement;
    if (root && root.dataset.siteScheme !== scheme) root.dataset.siteScheme = scheme;
  } catch {
    // A preview from another origin (a composed Storybook) picks the scheme up from storage.
  }
  if (managerApi && appliedScheme !== scheme) {
    appliedScheme = scheme;
    managerApi.setOptions({ theme: createManagerTheme(scheme) });
  }
}

function currentScheme(): ResolvedScheme {
  return resolveScheme(readSchemeChoice(localStorage), window.matchMedia(prefersDarkQuery).matches);
}

/** Keeps the scheme applied: at start, on system changes, and on each new preview document. */
export function registerScheme(api: API): void {
  managerApi = api;
  applyScheme(currentScheme());
  window
    .matchMedia(prefersDarkQuery)
    .addEventListener('change', () => applyScheme(currentScheme()));
  window.addEventListener('storage', (event) => {
    if (event.key === schemeStorageKey) applyScheme(currentScheme());
  });
  // The preview frame reads the stored choice before its first paint; this covers a frame that
  // loads again (a new preview document) after the reader's last change.
  const watchFrame = () => {
    const frame = document.getElementById('storybook-preview-iframe');
    if (!frame) return false;
    frame.addEventListener('load', () => applyScheme(currentScheme()));
    applyScheme(currentScheme());
    return true;
  };
  if (!watchFrame()) {
    const observer = new MutationObserver(() => {
      if (watchFrame()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }
}

export function SchemeSwitch() {
  const [choice, setChoice] = useState<SchemeChoice>(() => readSchemeChoice(localStorage));
  useEffect(() => {
    try {
      localStorage.setItem(schemeStorageKey, choice);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    applyScheme(resolveScheme(choice, window.matchMedia(prefersDarkQuery).matches));
  }, [choice]);

  const moveChoice = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const current = options.findIndex((option) => option.value === choice);
    const next = options[(current + step + options.length) % options.length]!;
    setChoice(next.value);
    event.currentTarget.querySelector<HTMLElement>(`[data-scheme-choice="${next.value}"]`)?.focus();
  };

  return (
    <div role="radiogroup" aria-label="Colour scheme" data-scheme-switch="" onKeyDown={moveChoice}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          className="tessera-icon-button"
          aria-checked={choice === option.value}
          tabIndex={choice === option.value ? 0 : -1}
          aria-label={option.label}
          title={option.label}
          data-scheme-choice={option.value}
          onClick={() => setChoice(parseSchemeChoice(option.value))}
        >
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            {option.icon}
          </svg>
        </button>
      ))}
    </div>
  );
}

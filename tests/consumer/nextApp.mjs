/**
 * The package in a Next.js App Router app (`tests/consumer/next-app`): Server Components that
 * use its client components and hand them children of their own. Those children reach the
 * client as React Flight references, lazy ones in development builds, which a component that
 * reads its children (a Tooltip's trigger, a menu's entries) must unwrap. The app runs under
 * `next dev` (React's development build) and under `next build` + `next start`, and in Chromium:
 *
 * - each page renders and hydrates with no console error or warning, page error or failed request;
 * - a Tooltip's trigger is the element it was given, not a wrapper, and shows on keyboard focus;
 * - a PopoutMenu and a KebabMenu declared with `MenuItem` and `MenuSubmenu` show their entries;
 * - `Menu.Item`, which a Server Component cannot read, warns with what to write instead.
 */
/* global document -- code run in the page by Playwright */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchPageProblems } from '../../scripts/browser.mjs';
import { freePort, startProcess } from '../../scripts/processes.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What `Menu.Item` in a Server Component makes the menu say (React's development build). */
const dottedWarning =
  'Menu: a child element has no component. In a Server Component, write <MenuItem> and <MenuSubmenu>';

/** The app's files, and what it installs beside the tarball. */
export const nextApp = {
  source: path.join(here, 'next-app'),
  dependencies: {
    next: '^16',
    react: '^19',
    'react-dom': '^19',
    '@emotion/react': '^11',
    '@emotion/cache': '^11',
  },
  /** Left by a run in a reused directory (`--dir`). */
  builtFiles: ['.next'],
};

/** Runs the app in development, then built for production, and checks its pages in `browser`. */
export async function checkNextApp({ app, browser, report, exec }) {
  // Next sets NODE_ENV itself for each command.
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NODE_ENV;
  const next = path.join(app, 'node_modules/next/dist/bin/next');
  const serveAndCheck = async (command, development) => {
    const mode = `next ${command}`;
    const server = await startNext(next, command, { cwd: app, env });
    try {
      await checkPages(browser, server.origin, mode, report, { development });
    } catch (error) {
      report(`${mode} serves the app`, false, `${error}\n${server.output()}`);
    } finally {
      server.stop();
    }
  };

  await serveAndCheck('dev', true);
  const build = await exec('node', [next, 'build'], { cwd: app, env });
  report('next build', build.code === 0, build.code === 0 ? '' : lastLines(build.output, 20));
  if (build.code === 0) await serveAndCheck('start', false);
}

async function checkPages(browser, origin, mode, report, { development }) {
  const context = await browser.newContext({ colorScheme: 'dark' });
  try {
    const page = await context.newPage();
    const problems = [];
    watchPageProblems(page, (line) => problems.push(line), { consoleLines: 4 });
    await page.goto(`${origin}/`, { timeout: 120_000 });
    await hydrated(page);

    // Keyboard focus reaches each trigger in order; a hydrated Tooltip then shows.
    const tooltip = page.getByRole('tooltip');
    const focused = [];
    for (const [name, tip] of [
      ['Save draft', 'Saves the draft'],
      ['Publish', 'Publishes the page'],
      ['Tessera', 'Tessera is a design system'],
    ]) {
      await page.keyboard.press('Tab');
      const trigger = page.getByRole('button', { name, exact: true });
      const ok = await trigger
        .evaluate((element) => element === document.activeElement)
        .catch(() => false);
      const shown = ok && (await tooltip.filter({ hasText: tip }).isVisible({ timeout: 5_000 }));
      focused.push(ok && shown ? '' : `"${name}": focused ${ok}, tooltip "${tip}" shown ${shown}`);
      await page.keyboard.press('Escape');
    }
    // The element triggers are the elements given, unwrapped; only the plain text becomes a
    // control of its own (an inline term with the button role, which wraps with its sentence).
    const buttons = await page.locator('main p :is(button, [role="button"])').allInnerTexts();
    const wrappers = await page
      .locator('main p :is(button, [tabindex]) :is(button, [tabindex])')
      .count();
    const triggersOk =
      focused.every((line) => !line) &&
      buttons.join() === 'Save draft,Publish,Tessera' &&
      wrappers === 0;
    report(
      `${mode}: Tooltip triggers written in a Server Component are the elements given`,
      triggersOk,
      triggersOk
        ? ''
        : [
            ...focused.filter(Boolean),
            `buttons: ${JSON.stringify(buttons)}, focusable elements inside another: ${wrappers}`,
          ].join('\n'),
    );

    await page.getByRole('button', { name: 'More' }).click();
    const entries = await page.getByRole('menuitem').allInnerTexts();
    await page.getByRole('menuitem', { name: 'Export' }).click();
    const nested = await page.getByRole('menu').last().getByRole('menuitem').allInnerTexts();
    // Escape closes the submenu, then the menu.
    const menusOpen = (count) =>
      page.waitForFunction(
        (wanted) => document.querySelectorAll('[role="menu"]').length === wanted,
        count,
      );
    await page.keyboard.press('Escape');
    await menusOpen(1);
    await page.keyboard.press('Escape');
    await menusOpen(0);
    await page.getByRole('button', { name: 'Page actions' }).click();
    const kebab = await page.getByRole('menuitem').allInnerTexts();
    const read = `More: ${entries.join(', ')}; Export: ${nested.join(', ')}; Page actions: ${kebab.join(', ')}`;
    const menusOk =
      read === 'More: Rename, Export, Archive; Export: PNG, Markdown; Page actions: Duplicate';
    report(
      `${mode}: menus declared with MenuItem and MenuSubmenu in a Server Component`,
      menusOk,
      menusOk ? '' : read,
    );
    report(
      `${mode}: no console error or warning, page error or failed request`,
      problems.length === 0,
      problems.join('\n'),
    );

    if (development) {
      const dotted = await context.newPage();
      const messages = [];
      watchPageProblems(dotted, (line) => messages.push(line));
      await dotted.goto(`${origin}/dotted`, { timeout: 120_000 });
      await hydrated(dotted);
      await dotted.getByRole('button', { name: 'More' }).click();
      await dotted.waitForTimeout(300);
      const unexpected = messages.filter((line) => !line.includes(dottedWarning));
      report(
        `${mode}: Menu.Item in a Server Component warns what to write instead`,
        messages.length > 0 && unexpected.length === 0,
        unexpected.join('\n') || (messages.length > 0 ? '' : 'no warning'),
      );
    }
  } finally {
    await context.close();
  }
}

/**
 * Waits until React has hydrated the page's buttons (it keeps its fiber on each node it owns):
 * focus given to server HTML before that is not seen by the components.
 */
function hydrated(page) {
  return page.waitForFunction(
    () => {
      const buttons = [...document.querySelectorAll('main button')];
      return (
        buttons.length > 0 &&
        buttons.every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber')))
      );
    },
    null,
    { timeout: 60_000 },
  );
}

/** Starts `next dev` or `next start` on a free port; resolves once it answers. */
async function startNext(next, command, { cwd, env }) {
  const port = await freePort();
  const server = startProcess('node', [next, command, '--port', String(port), '-H', '127.0.0.1'], {
    cwd,
    env,
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && server.child.exitCode === null) {
    const answered = await fetch(`${origin}/icon.svg`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, stop: server.stop, output: () => server.output() };
}

function lastLines(text, count) {
  return text.trim().split('\n').slice(-count).join('\n');
}

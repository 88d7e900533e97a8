/**
 * An app in another language leaves no English behind: with every text given in Hebrew (content
 * and the components' own texts alike), no text, name or description a component draws holds a
 * Latin word, in its resting state and in the states a reader opens (a toast, a zoomed image, the
 * hidden members, the property sections, a check message, a refused copy). Code and import lines
 * are the exception: they read the same in any language.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Alert } from '../../src/components/Alert';
import { AvatarGroup } from '../../src/components/Avatar';
import { Breadcrumbs } from '../../src/components/Breadcrumbs';
import { Button } from '../../src/components/Button';
import { CodeBlock } from '../../src/components/CodeBlock';
import { Field } from '../../src/components/Field';
import { Footer } from '../../src/components/Footer';
import { Form } from '../../src/components/Form';
import { Image } from '../../src/components/Image';
import { DocsLayout } from '../../src/components/Layout';
import { FileUpload, MediaUpload } from '../../src/components/MediaUpload';
import { Modal } from '../../src/components/Modal';
import { OnThisPage } from '../../src/components/OnThisPage';
import { ParameterTable } from '../../src/components/ParameterTable';
import { Select } from '../../src/components/Select';
import { Tag } from '../../src/components/Tag';
import { ToastProvider, useToast } from '../../src/components/Toast';
import { UserFeedback } from '../../src/components/UserFeedback';
import { defaultUploadLabels, type UploadLabels } from '../../src/lib/upload/labels';
import { chooseFiles } from '../../stories/support/uploadFixtures';
import { actEnvironment, render } from './render';

actEnvironment(false);

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
  document.getSelection()?.removeAllRanges();
});

/** A text without its web addresses, which are in no language. */
const withoutAddresses = (text: string) => text.replace(/\b[a-z][a-z+.-]*:\/\/\S+/gi, '');

/** Every Latin word a reader could see or hear outside code, with where it is. */
function latinWords(): string[] {
  const found: string[] = [];
  const latin = { test: (text: string) => /[A-Za-z]{2,}/.test(withoutAddresses(text)) };
  const isCode = (node: Node | null) =>
    Boolean(node?.parentElement?.closest('code, pre, [data-tessera-announcer] [hidden]'));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (isCode(node) || !latin.test(node.textContent ?? '')) continue;
    const element = node.parentElement!;
    if (element.closest('script, style') || !element.checkVisibility()) continue;
    found.push(`text "${node.textContent}" in <${element.tagName.toLowerCase()}>`);
  }
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of ['aria-label', 'aria-description', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value && latin.test(value) && !element.closest('code, pre')) {
        found.push(`${name}="${value}" on <${element.tagName.toLowerCase()}>`);
      }
    }
  }
  return found;
}

/** The live region's text too: what a screen reader hears. */
const announced = () => document.querySelector('[data-tessera-announcer]')?.textContent ?? '';

function Notify() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.add({ message: 'ההעתקה נכשלה', tone: 'danger' })}>
      הודעה
    </button>
  );
}

const pixel = (() => {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  canvas.getContext('2d')!.fillRect(0, 0, 20, 30);
  return canvas.toDataURL('image/png');
})();

test('every text a component draws can be given in the app’s language', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
    new DOMException('Denied.', 'NotAllowedError'),
  );
  vi.spyOn(document, 'execCommand').mockReturnValue(false);
  document.documentElement.lang = 'he';
  render(
    <ToastProvider
      label="התראות"
      closeLabel="סגירה"
      titles={{ danger: 'משהו השתבש', success: 'בוצע', warning: 'שימו לב', info: 'לידיעתך' }}
    >
      <Notify />
      <Alert tone="warning" title="אזהרה" dismissLabel="סגירת האזהרה" onDismiss={() => {}}>
        תוכן האזהרה
      </Alert>
      <AvatarGroup
        label="חברים"
        max={1}
        members={[{ name: 'דנה' }, { name: 'יוסי' }, { name: 'רון' }]}
        moreLabel={(count, names) => `+ ${count} נוספים: ${names.join(', ')}`}
      />
      <CodeBlock
        language="bash"
        title="התקנה"
        copyLabel="העתקת הקוד"
        copiedLabel="הועתק"
        copyFailedLabel="ההעתקה נכשלה: הקוד מסומן"
      >
        npm install @tessera/react
      </CodeBlock>
      <Image
        src={pixel}
        alt=""
        width={40}
        height={30}
        expandable
        zoomLabel="הגדלת התמונה"
        unzoomLabel="הקטנת התמונה"
        zoomedLabel="תמונה מוגדלת"
      />
      <UserFeedback
        aria-label="משוב על הדף"
        question="האם הדף עזר לך?"
        yesLabel="כן"
        noLabel="לא"
        yesThanks="תודה!"
        noThanks="תודה!"
      />
      <OnThisPage title="בדף זה" items={[{ label: 'מבוא', href: '#intro' }]} />
      <Select
        label="מדינה"
        placeholder="בחירה"
        options={[
          { value: 'il', label: 'ישראל' },
          { value: 'fr', label: 'צרפת' },
        ]}
      />
      <Tag removeLabel="הסרה" onRemove={() => {}}>
        תגית
      </Tag>
      <Field
        label="דוא״ל"
        type="email"
        required
        messages={{ email: 'כתובת הדוא״ל אינה תקינה.', required: (_, label) => `${label} חובה` }}
      />
      <ParameterTable
        label="מאפיינים"
        labels={{
          required: 'חובה',
          defaultValue: 'ברירת מחדל:',
          copyLink: (name) => `העתקת קישור אל ${name}`,
          linkCopied: 'הקישור הועתק',
          linkCopyFailed: 'לא ניתן להעתיק את הקישור',
          linkCopyFailedDetail: 'ייתכן שזו מגבלה של הדפדפן.',
          linkAddress: (url) => `הקישור: ${url}`,
          example: (name) => `דוגמה ל־${name}`,
          attributes: (count) => `תכונות (${count})`,
          properties: (count) => `מאפיינים (${count})`,
          propertiesOf: (name) => `המאפיינים של ${name}`,
          moreAbout: (name) => `עוד על ${name}`,
        }}
        entries={[
          {
            name: 'גודל',
            type: [{ name: 'קטן', description: 'גודל קטן' }],
            required: true,
            comment: 'גודל הרכיב.',
            more: 'חל על כל הגרסאות.',
            properties: [{ name: 'קנה מידה', comment: 'כמה להגדיל.' }],
          },
        ]}
      />
    </ToastProvider>,
  );

  expect(latinWords()).toEqual([]);

  // The states a reader opens.
  await page.getByRole('button', { name: 'הודעה' }).click();
  await page.getByRole('button', { name: /^\+ 2 נוספים/ }).click();
  await page.getByRole('button', { name: 'תכונות (1)' }).click();
  await page.getByRole('button', { name: 'מאפיינים (1)' }).click();
  await page.getByRole('button', { name: 'העתקת קישור אל גודל' }).click();
  await page.getByRole('button', { name: 'העתקת הקוד' }).click();
  await expect
    .element(page.getByRole('button', { name: 'ההעתקה נכשלה: הקוד מסומן' }))
    .toBeVisible();
  const email = page.getByRole('textbox', { name: /דוא״ל/ });
  await email.fill('לא-כתובת');
  await userEvent.tab();
  await expect.element(page.getByText('כתובת הדוא״ל אינה תקינה.')).toBeVisible();
  await expect.element(page.getByText('לא ניתן להעתיק את הקישור')).toBeVisible();
  expect(latinWords()).toEqual([]);
  expect(withoutAddresses(announced())).not.toMatch(/[A-Za-z]{2,}/);
  await expect.element(page.getByText(/^ייתכן שזו מגבלה של הדפדפן. הקישור: http/)).toBeVisible();

  await page.getByRole('button', { name: 'הגדלת התמונה' }).click();
  await expect.element(page.getByRole('dialog', { name: 'תמונה מוגדלת' })).toBeVisible();
  expect(latinWords()).toEqual([]);
  await page.getByRole('button', { name: 'הקטנת התמונה' }).click();
});

test('a form and a dialog in the app’s language', async () => {
  render(
    <>
      <Form
        submitLabel="שליחה"
        messages={{
          required: (_, label) => `${label}: שדה חובה`,
          selectPlaceholder: 'בחירה',
          pickCountry: 'בחירת מדינה',
          searchCountries: 'חיפוש מדינה',
          countries: 'מדינות',
          noCountryMatches: 'אין מדינה מתאימה',
          countryMatches: (count) => `${count} מדינות`,
        }}
        locale="he"
        schema={{
          name: { type: 'text', label: 'שם', required: true },
          city: {
            type: 'select',
            label: 'עיר',
            required: true,
            options: [{ label: 'חיפה', value: 'haifa' }],
          },
          phone: { type: 'tel', label: 'טלפון', required: true },
        }}
      />
      <Modal defaultOpen header="כותרת" closeLabel="סגירה" bodyLabel="תוכן">
        <p>גוף החלון</p>
      </Modal>
    </>,
  );
  await expect.element(page.getByRole('dialog', { name: 'כותרת' })).toBeVisible();
  expect(latinWords()).toEqual([]);
  await page.getByRole('button', { name: 'סגירה' }).click();
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  await page.getByRole('button', { name: 'שליחה' }).click();
  await expect.element(page.getByText('שם: שדה חובה')).toBeVisible();
  await expect.element(page.getByText('טלפון: שדה חובה')).toBeVisible();
  expect(latinWords()).toEqual([]);
  // The phone field's country picker, open, searched.
  await page.getByRole('button', { name: /בחירת מדינה/ }).click();
  await page.getByRole('combobox', { name: 'חיפוש מדינה' }).fill('zzz');
  await expect.element(page.getByText('אין מדינה מתאימה').first()).toBeVisible();
  expect(latinWords()).toEqual([]);
  expect(announced()).not.toMatch(/[A-Za-z]{2,}/);
});

test('a docs layout, its navigation, breadcrumbs, a waiting button and a footer in the app’s language', async () => {
  await page.viewport(1280, 720);
  const outside = { label: 'מאגר הקוד', href: 'https://example.com/' };
  const groups = [
    { label: 'מדריכים', tag: '1.0', items: [{ label: 'התחלה', href: '/' }, outside] },
  ];
  render(
    <DocsLayout
      groups={groups}
      currentPath="/"
      brand="מסמכים"
      navigationLabel="ניווט"
      asideLabel="כלי הדף"
      aside={<OnThisPage title="בדף זה" items={[{ label: 'מבוא', href: '#intro' }]} />}
      openMenuLabel="פתיחת התפריט"
      closeMenuLabel="סגירת התפריט"
      expandSideMenuLabel="הרחבת התפריט הצדדי"
      collapseSideMenuLabel="כיווץ התפריט הצדדי"
      backLabel="כל האזורים"
      newTabLabel="נפתח בכרטיסייה חדשה"
    >
      <Breadcrumbs
        aria-label="פירורי לחם"
        items={[{ label: 'בית', href: '/' }, { label: 'מדריך' }]}
      />
      <h1 id="intro">מבוא</h1>
      <Button waiting waitingLabel="רגע אחד" successLabel="בוצע">
        שמירה
      </Button>
      <Footer
        productName="טסרה"
        version="0.4.1"
        linksLabel="קישורים"
        newTabLabel="נפתח בכרטיסייה חדשה"
        links={[outside]}
        note="כל הזכויות שמורות"
      />
    </DocsLayout>,
  );
  await expect.element(page.getByRole('heading', { name: 'מבוא' })).toBeVisible();
  expect(latinWords()).toEqual([]);
  expect(announced()).not.toMatch(/[A-Za-z]{2,}/);
  await page.getByRole('button', { name: 'כיווץ התפריט הצדדי' }).click();
  await expect.element(page.getByRole('button', { name: 'הרחבת התפריט הצדדי' })).toBeVisible();
  expect(latinWords()).toEqual([]);
  // The small screens' menu, open.
  await page.viewport(390, 844);
  await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
  await expect.element(page.getByRole('button', { name: 'סגירת התפריט' })).toBeVisible();
  expect(latinWords()).toEqual([]);
});

test('the upload widgets, idle and with a file waiting, in the app’s language', async () => {
  // Every upload text in Hebrew, its {placeholders} kept.
  const labels = Object.fromEntries(
    Object.entries(defaultUploadLabels).map(([key, english], index) => [
      key,
      [`טקסט ${index}`, ...[...english.matchAll(/\{\w+\}/g)].map(([slot]) => slot)].join(' '),
    ]),
  ) as UploadLabels;
  const host = render(
    <>
      <MediaUpload labels={labels} />
      <FileUpload labels={labels} allowMultiple instantUpload={false} />
    </>,
  );
  expect(latinWords()).toEqual([]);
  const input = host.querySelectorAll<HTMLInputElement>('input[type="file"]')[1]!;
  chooseFiles(input, [new File(['שלום עולם'], 'מסמך', { type: 'text/plain' })]);
  await expect.element(page.getByText('מסמך').first()).toBeVisible();
  expect(latinWords()).toEqual([]);
  expect(announced()).not.toMatch(/[A-Za-z]{2,}/);
});

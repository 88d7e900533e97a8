/**
 * The lint rules that keep components in the writing direction (eslint.config.js): a physical
 * side in a style is refused whether its key is written bare or quoted, and a logical one passes.
 */
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

/** The messages of the direction rules for `code` in a component file. */
async function directionMessages(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { css } from '@emotion/react';\n${code}\n`, {
    filePath: 'src/components/Example/Example.tsx',
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
    .filter((message) => !message.includes('Content Security Policy'));
}

describe('physical sides in component styles', () => {
  test.each([
    ['an inset', 'export const a = css({ left: 0 });', /insetInlineStart/],
    ['a quoted inset', "export const a = css({ 'right': 0 });", /insetInlineStart/],
    ['a margin', 'export const a = css({ marginLeft: 4 });', /logical property/],
    ['a quoted padding', "export const a = css({ 'paddingRight': 4 });", /logical property/],
    [
      'a quoted text alignment',
      "export const a = css({ 'textAlign': 'left' });",
      /textAlign 'start'/,
    ],
    ['a quoted float', "export const a = css({ 'float': 'right' });", /inline-start/],
    [
      'a quoted inset in a style prop',
      "export const A = () => <div style={{ 'left': 0 }} />;",
      /insetInlineStart/,
    ],
  ])('refuses %s', async (_, code, message) => {
    const messages = await directionMessages(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  test('lets logical sides and a measured rectangle pass', async () => {
    expect(
      await directionMessages(
        "export const a = css({ insetInlineStart: 0, 'marginInlineEnd': 4, textAlign: 'start' });\n" +
          'export const box = { left: 0, top: 0 };',
      ),
    ).toEqual([]);
  });
});

describe('style attributes in component markup', () => {
  const policyMessages = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: 'src/components/Example/Example.tsx',
    });
    return result!.messages.filter((message) =>
      message.message.includes('Content Security Policy'),
    );
  };

  test('refuses a style object a component writes', async () => {
    expect(
      await policyMessages('export const A = () => <div style={{ width: 40 }} />;'),
    ).toHaveLength(1);
  });

  test("lets the caller's own style prop pass", async () => {
    expect(await policyMessages('export const A = ({ style }) => <div style={style} />;')).toEqual(
      [],
    );
  });
});

import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { readableFragments, readableFunctions, restoreStoryArgs } from './exampleSource';

function Toc(props: { items: string[]; 'aria-label'?: string }) {
  return props.items.join();
}
function Other() {
  return null;
}

describe('restoreStoryArgs', () => {
  it('drops a page-only name the story does not set, on a line of its own', () => {
    const code = [
      '<Breadcrumbs',
      '  aria-label="Breadcrumbs, long trail"',
      '  items={[]}',
      '/>',
    ].join('\n');
    expect(restoreStoryArgs(code, { 'aria-label': 'Breadcrumbs, long trail' }, {})).toBe(
      '<Breadcrumbs\n  items={[]}\n/>',
    );
  });

  it('drops it inline in a tag', () => {
    expect(
      restoreStoryArgs(
        '<UserFeedback aria-label="Feedback example" />',
        {
          'aria-label': 'Feedback example',
        },
        {},
      ),
    ).toBe('<UserFeedback />');
  });

  it('writes back the story’s own string', () => {
    const code = '<Table\n  caption="Releases, compact"\n  density="compact"\n/>';
    expect(restoreStoryArgs(code, { caption: 'Releases, compact' }, { caption: 'Releases' })).toBe(
      '<Table\n  caption="Releases"\n  density="compact"\n/>',
    );
  });

  it('drops an added boolean', () => {
    const code = '<DocsLayout\n  currentPath="/a"\n  mainLandmark={false}\n/>';
    expect(restoreStoryArgs(code, { mainLandmark: false }, {})).toBe(
      '<DocsLayout\n  currentPath="/a"\n/>',
    );
  });

  it('compares an element prop of the same component prop by prop', () => {
    const code =
      '<InnerLayout\n  aside={<Toc aria-label="On this page, example" items={[]} />}\n/>';
    const own = createElement(Toc, { items: ['a'] });
    const shown = createElement(Toc, {
      items: own.props.items,
      'aria-label': 'On this page, example',
    });
    expect(restoreStoryArgs(code, { aside: shown }, { aside: own })).toBe(
      '<InnerLayout\n  aside={<Toc items={[]} />}\n/>',
    );
  });

  it('leaves the snippet as it was when a difference cannot be written back', () => {
    const code = '<InnerLayout\n  aside={<Toc items={[]} />}\n/>';
    const shown = createElement(Toc, { items: [] });
    expect(restoreStoryArgs(code, { aside: shown }, { aside: createElement(Other) })).toBe(code);
    expect(restoreStoryArgs(code, { columns: 'two' }, { columns: 2 })).toBe(code);
  });

  it('matches a whole prop, not a longer one that starts the same', () => {
    const code = '<Nav\n  aria-label="Guides"\n  aria-labelledby="x"\n/>';
    expect(restoreStoryArgs(code, { 'aria-label': 'Guides' }, {})).toBe(
      '<Nav\n  aria-labelledby="x"\n/>',
    );
  });
});

describe('readableFunctions', () => {
  it('writes an empty function, whatever the build named it, as an arrow', () => {
    expect(readableFunctions('<Button onClick={function IY(){}} />')).toBe(
      '<Button onClick={() => {}} />',
    );
    expect(readableFunctions("options={[{ label: 'A', onClick: function noRefCheck() {} }]}")).toBe(
      "options={[{ label: 'A', onClick: () => {} }]}",
    );
  });

  it('leaves functions with parameters or a body', () => {
    const code =
      'function Controlled() {\n  return <Switch />;\n}\n<X onChange={function a(b){}} />';
    expect(readableFunctions(code)).toBe(code);
  });
});

describe('readableFragments', () => {
  it("writes Storybook's keyed fragment of an array of children as <>", () => {
    expect(
      readableFragments(
        '<Article title="Notes">\n  <React.Fragment key=".0">\n    <p>One</p>\n  </React.Fragment>\n</Article>',
      ),
    ).toBe('<Article title="Notes">\n  <>\n    <p>One</p>\n  </>\n</Article>');
  });

  it('leaves a fragment with a key of its own', () => {
    const code = '<React.Fragment key="row-1">\n  <td />\n</React.Fragment>';
    expect(readableFragments(code)).toBe(code);
  });
});

import { describe, expect, it } from 'vitest';
import { attachmentProblem, DEFAULT_ATTACHMENT_MAX_BYTES } from './attachmentProblem.ts';

describe('attachmentProblem', () => {
  it.each([
    ['a pdf', { name: 'offerte.pdf', size: 1000, type: 'application/pdf' }, null],
    [
      'a JPEG with upper-case extension',
      { name: 'RIJBEWIJS.JPG', size: 1000, type: 'image/jpeg' },
      null,
    ],
    ['a png without MIME type', { name: 'scan.png', size: 1000, type: '' }, null],
    ['empty', { name: 'leeg.pdf', size: 0, type: 'application/pdf' }, 'attachment.empty'],
    [
      'exactly the maximum',
      { name: 'a.pdf', size: DEFAULT_ATTACHMENT_MAX_BYTES, type: 'application/pdf' },
      null,
    ],
    [
      'one byte over',
      { name: 'a.pdf', size: DEFAULT_ATTACHMENT_MAX_BYTES + 1, type: 'application/pdf' },
      'attachment.tooLarge',
    ],
    [
      'a Word file',
      {
        name: 'brief.docx',
        size: 1000,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'attachment.wrongType',
    ],
    ['an exe named as pdf type', { name: 'virus.exe', size: 1000, type: 'application/pdf' }, null],
    [
      'a pdf extension with an image type',
      { name: 'x.pdf', size: 1000, type: 'image/png' },
      'attachment.wrongType',
    ],
    ['no type and no extension', { name: 'README', size: 1000, type: '' }, 'attachment.wrongType'],
    ['an svg', { name: 'logo.svg', size: 1000, type: 'image/svg+xml' }, 'attachment.wrongType'],
  ] as const)('%s', (_label, file, expected) => {
    expect(attachmentProblem(file)).toBe(expected);
  });

  it('honours a custom limit and types', () => {
    expect(
      attachmentProblem({ name: 'a.png', size: 2000, type: 'image/png' }, { maxBytes: 1000 }),
    ).toBe('attachment.tooLarge');
    expect(
      attachmentProblem(
        { name: 'a.png', size: 10, type: 'image/png' },
        { types: ['application/pdf'] },
      ),
    ).toBe('attachment.wrongType');
  });
});

import { describe, expect, it } from 'vitest';
import { shardsOfStoryFiles } from './shards.ts';

const storyFile = (stories: number) =>
  Array.from({ length: stories }, (_, index) => `export const Story${index}: Story = {};`).join(
    '\n',
  );

describe('shardsOfStoryFiles', () => {
  it('spreads the largest story files over the shards instead of by their place in the list', () => {
    const sources = {
      'a.stories.tsx': storyFile(21),
      'b.stories.tsx': storyFile(2),
      'c.stories.tsx': storyFile(3),
      'd.stories.tsx': storyFile(2),
      'e.stories.tsx': storyFile(13),
      'f.stories.tsx': storyFile(9),
      'g.stories.tsx': storyFile(8),
      'h.stories.tsx': storyFile(4),
    };
    const shards = shardsOfStoryFiles(sources, 4);
    expect(shards.flat().sort()).toEqual(Object.keys(sources).sort());
    const shardOf = (file: string) => shards.findIndex((files) => files.includes(file));
    expect(shardOf('a.stories.tsx')).not.toBe(shardOf('e.stories.tsx'));
    const counts = shards.map((files) =>
      files.reduce(
        (sum, file) =>
          sum + (sources[file as keyof typeof sources].match(/^export const/gm)?.length ?? 0),
        0,
      ),
    );
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(21 - 13);
  });

  it('counts exported stories, not the story file’s other exports', () => {
    const sources = {
      'a.stories.tsx': `export default meta;\nexport const One: Story = {};\nexport const Two: Story = {};`,
      'b.stories.tsx': `const helper = 1;\nexport const One: Story = {};`,
      'c.stories.tsx': `export const One: Story = {};`,
    };
    expect(shardsOfStoryFiles(sources, 2)).toEqual([
      ['a.stories.tsx'],
      ['b.stories.tsx', 'c.stories.tsx'],
    ]);
  });
});

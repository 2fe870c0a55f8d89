/**
 * The story files of each shard, the shards about equal in stories (a story's five tests take
 * about the same time): the files with the most stories first, each to the shard with the fewest
 * so far. By stories, not by files: the largest story file has seven times the stories of the
 * smallest, and two such files in one shard made it take as long as two others together.
 */
export function shardsOfStoryFiles(
  sources: Readonly<Record<string, string>>,
  shards: number,
): string[][] {
  const stories = (file: string) =>
    (sources[file] ?? '').match(/^export const [A-Z]\w*/gm)?.length ?? 0;
  const files = Object.keys(sources).sort((a, b) => stories(b) - stories(a) || a.localeCompare(b));
  const assigned = Array.from({ length: shards }, () => ({ files: [] as string[], stories: 0 }));
  for (const file of files) {
    const lightest = assigned.reduce((least, shard) =>
      shard.stories < least.stories ? shard : least,
    );
    lightest.files.push(file);
    lightest.stories += stories(file);
  }
  return assigned.map((shard) => shard.files.sort());
}

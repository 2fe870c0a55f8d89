import { describeStoryShard } from './describeStories.tsx';

await describeStoryShard(4);

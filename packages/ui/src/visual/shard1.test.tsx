import { describeStoryShard } from './describeStories.tsx';

await describeStoryShard(1);

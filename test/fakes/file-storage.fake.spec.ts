import { fileStorageContract } from '../contracts/file-storage.contract.js';
import { InMemoryFiles } from './file-storage.fake.js';

fileStorageContract('in memory (the fake the service specs use)', async () => new InMemoryFiles());

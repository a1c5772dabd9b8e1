import { imageSanitiserContract } from '#test/contracts/image-sanitiser.contract.js';
import { SharpImageSanitiser } from './sharp-image-sanitiser.js';

imageSanitiserContract('sharp', () => new SharpImageSanitiser());

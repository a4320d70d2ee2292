import { natal } from './test/reading/helpers.js';

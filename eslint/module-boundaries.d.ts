import type { Rule } from 'eslint';

export declare const moduleBoundaries: Rule.RuleModule;

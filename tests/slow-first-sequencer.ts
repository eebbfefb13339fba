import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The API lane runs two files at a time. The contract sweeps take minutes each where most files
 * take seconds, so they start first: started last, one of them would run alone at the end while
 * the other worker waits. A clean clone (CI) has no timings cached to order by.
 */
const SLOW = [/tests\/api\/contract\//, /tests\/api\/access-agreement\.test\.ts$/];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isSlow = (spec: TestSpecification) => SLOW.some((pattern) => pattern.test(spec.moduleId));
    return [...sorted.filter(isSlow), ...sorted.filter((spec) => !isSlow(spec))];
  }
}

import { describe, expect, it } from 'vitest';
import { splitName } from './employees.service';

describe('splitName', () => {
  it('splits at the first space', () => {
    expect(splitName('Mary Ann Smith')).toEqual({ first_name: 'Mary', last_name: 'Ann Smith' });
    expect(splitName('Cher')).toEqual({ first_name: 'Cher', last_name: '' });
  });
});

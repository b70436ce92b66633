import { creditSchema } from '@huebook/shared/schemas/credit';
import { listedPageSchema, pageSchema } from '@huebook/shared/schemas/page';
import { planSchema } from '@huebook/shared/schemas/plan';
import { userSchema } from '@huebook/shared/schemas/user';
import { describe, expect, it } from 'vitest';

import { aCredit, aListedPage, aPage, aPlan, aUser } from './api-fixtures.ts';

describe('test answers', () => {
  it('are what the contract says the API sends', () => {
    expect(userSchema.strict().parse(aUser())).toEqual(aUser());
    expect(planSchema.strict().parse(aPlan())).toEqual(aPlan());
    expect(pageSchema.strict().parse(aPage())).toEqual(aPage());
    expect(listedPageSchema.strict().parse(aListedPage())).toEqual(aListedPage());
    expect(creditSchema.parse(aCredit())).toEqual(aCredit());
  });
});

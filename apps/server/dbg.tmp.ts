import { fromPostgres } from './src/db/client.ts';
import { pageListStatement } from './src/modules/pages/list.ts';
import { pageListQuerySchema } from '@huebook/shared/schemas/page';
import { writeFileSync } from 'node:fs';
const d = fromPostgres('postgres://postgres@127.0.0.1:5432/huebook_bench');
const q = JSON.parse(process.argv[2] ?? '{"sort":"latest"}');
const st = pageListStatement(d.db, { id: '7a3492e4-b9f9-c65f-5cd3-7bfa163b241b', admin: false, tokenVersion: 0 }, pageListQuerySchema.parse(q));
writeFileSync('/tmp/cpu/list.json', JSON.stringify({ sql: st.sql, params: st.params }));
await d.close();

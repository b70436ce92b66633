import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = await PGlite.create({ extensions: { pg_trgm } });
await db.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
await db.exec("create table t(id int, s text); insert into t select g, 'hello '||g from generate_series(1,1000) g; create index on t using gin (s gin_trgm_ops);");
console.log((await db.query("explain select * from t where s ilike '%lo 99%'")).rows);
console.log((await db.query("select pg_try_advisory_lock(42) a, pg_try_advisory_xact_lock(43) b")).rows);
console.log((await db.query("select pg_try_advisory_lock(42) a")).rows);
console.log((await db.query("select version()")).rows);
await db.close();
// without extension loaded
const db2 = await PGlite.create();
try { await db2.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm'); console.log('trgm without load ok'); } catch (e) { console.log('no load:', e.message); }
await db2.close();

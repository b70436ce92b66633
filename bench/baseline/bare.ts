/**
 * The baseline of bench/pages.bench.ts: bare Fastify + node-postgres (pool of 10, like the
 * app's), one route answering the first page of the latest pages with one indexed query
 * (`ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 24` on pages_created_at_idx),
 * no auth, no joins. Env DATABASE_URL; prints `listening <port>` once it listens on 127.0.0.1.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/pages/paginate', async () => {
  const { rows } = await pool.query(
    `SELECT id, title, thumbnail_key, favorited_count, colored_count, created_at FROM pages
     WHERE NOT blocked ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST LIMIT 24`,
  );
  return { data: rows };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);

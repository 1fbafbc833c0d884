import Fastify from 'fastify';

/** The ceiling: a bare Fastify route with a small JSON body, nothing else. */
const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ success: true, message: 'ok' }));
app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) }).then(() => console.log('ready'));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

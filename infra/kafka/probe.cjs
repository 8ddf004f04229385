// Readiness probe for start.sh: exits 0 once the broker answers a metadata request.
// Run from the repository root so that kafkajs resolves from its node_modules.
const { Kafka, logLevel } = require(require.resolve('kafkajs', { paths: [process.cwd()] }));

const broker = process.argv[2] || '127.0.0.1:9092';
const kafka = new Kafka({
  clientId: 'ledger-probe',
  brokers: [broker],
  logLevel: logLevel.NOTHING,
  connectionTimeout: 1000,
  retry: { retries: 0 },
});
const admin = kafka.admin();
admin
  .connect()
  .then(() => admin.describeCluster())
  .then(async (c) => {
    await admin.disconnect();
    process.exit(c.brokers.length > 0 ? 0 : 1);
  })
  .catch(() => process.exit(1));

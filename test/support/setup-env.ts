// Quiet request logs in tests; generous rate limits unless a test asks for tight ones.
process.env.LOG_LEVEL ??= 'silent';

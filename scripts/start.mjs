// Placeholder until the server lands: `npm start` will build the client and serve it.
console.log('Dice Hospital server: not wired yet (see README).');

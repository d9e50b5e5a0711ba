// Stylesheets imported by components mean nothing in jsdom.
module.exports = {};

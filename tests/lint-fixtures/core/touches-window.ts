// Deliberate violation: core/ may not touch browser globals; storage goes through a port.
export const read = () => localStorage.getItem('token');

// why: uploads go through XMLHttpRequest for their progress events, which happy-dom does not send to a handler; this
// one answers from the test's own routes (the same function that answers its fetch).
export function fakeXhr(route: (url: string, init: RequestInit) => Promise<Response>) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    upload = {};
    withCredentials = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader() {}
    send(body: FormData) {
      void route(this.url, { method: this.method, body }).then(async (res) => {
        this.status = res.status;
        this.responseText = await res.text();
        this.onload?.();
      });
    }
  };
}

package app.huebook.mobile;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
